// Contract rows 92-94 (issue 11): team overview figures, downline list, opening an account for a downline.
export const routes = [];
