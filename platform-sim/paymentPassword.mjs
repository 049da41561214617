// The payment password (row 84 sets it) that every money transfer asks: withdraw (row 59), upline transfer (row 88)
// and red envelope rain (row 98).
import { refuse } from './http.mjs';

export const PAYMENT_PASSWORD = /^\d{6}$/;

/** The refusal of a transfer whose account has no payment password or was given another one; null when it matches. */
export function paymentPasswordRefusal(account, paymentPassword) {
  if (!account.paymentPassword) return refuse('Please set a payment password first', 'PAYMENT_PASSWORD_NOT_SET');
  if (!PAYMENT_PASSWORD.test(paymentPassword) || paymentPassword !== account.paymentPassword) {
    return refuse('The payment password is incorrect', 'PAYMENT_PASSWORD_WRONG');
  }
  return null;
}
