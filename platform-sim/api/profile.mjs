// Contract rows 72-79 (issue 10): inbox delete, personal info, nickname, head icon, club benefits, feedback and
// referral figures.
export const routes = [];
