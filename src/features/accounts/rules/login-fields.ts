/** The login's fields, as the live dialog and the one drawn with the page name them. */
export const LOGIN_FIELDS = {
  email: { label: 'E-mail', type: 'email', name: 'username', autoComplete: 'username' },
  password: { label: 'Senha', type: 'password', name: 'password', autoComplete: 'current-password' },
} as const;
