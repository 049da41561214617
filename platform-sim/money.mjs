// Amounts and wallets as every money row of the contract answers them: two decimals, the MAIN wallet.
/** @import { Account, Wallet } from './types.mjs' */

/** @param {number} value */
export function cents(value) {
  return Math.round(value * 100) / 100;
}

/**
 * An amount as the platform's messages write it (12,000.00).
 * @param {number} value
 */
export function moneyText(value) {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * @param {Account} account
 * @returns {Wallet}
 */
export function mainWallet(account) {
  // newAccount gives every account its MAIN wallet.
  return /** @type {Wallet} */ (account.wallets.find((wallet) => wallet.code === 'MAIN'));
}

/**
 * All wallets together, the balance a transfer's answer reports.
 * @param {Account} account
 */
export function sumBalance(account) {
  return cents(account.wallets.reduce((sum, wallet) => sum + wallet.balance, 0));
}
