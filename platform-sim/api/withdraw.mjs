// Contract rows 56-59: bank cards and withdrawals.

export const routes = [];
