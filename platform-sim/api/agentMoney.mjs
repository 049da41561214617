// Contract rows 98-101 (issue 11): transfer to several downlines, downline rebate settings, dividend records.
export const routes = [];
