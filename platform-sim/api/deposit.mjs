// Contract rows 52-55: deposits (wallet types, payment methods, promos, receipts, manual and gateway deposits).

export const routes = [];
