// Contract rows 87-91 (issue 10): transfer to the upline, manual rebate claim and the rebate report.
export const routes = [];
