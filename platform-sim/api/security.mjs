// Contract rows 80-86 (issue 10): the security centre (payment password, security question, email, payee name,
// birthday).
export const routes = [];
