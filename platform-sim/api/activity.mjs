// Contract rows 65-71 (issue 10): activities (promotions) with applications and image uploads, the reward
// centre and the leaderboard.
export const routes = [];
