// Amounts and wallets as every money row of the contract answers them: two decimals, the MAIN wallet.

export function cents(value) {
  return Math.round(value * 100) / 100;
}

/** An amount as the platform's messages write it (12,000.00). */
export function moneyText(value) {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function mainWallet(account) {
  return account.wallets.find((wallet) => wallet.code === 'MAIN');
}

/** All wallets together, the balance a transfer's answer reports. */
export function sumBalance(account) {
  return cents(account.wallets.reduce((sum, wallet) => sum + wallet.balance, 0));
}
