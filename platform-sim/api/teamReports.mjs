// Contract rows 95-97 (issue 11): team profit and loss, team bets, agent rebate income.
export const routes = [];
