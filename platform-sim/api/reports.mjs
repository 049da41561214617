// Contract rows 60-64: the member's money reports, read from the ledger (ledger.mjs).

export const routes = [];
