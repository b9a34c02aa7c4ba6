// What staff are told when signing in or out fails (docs/product.md, section 7); shared by the actions and tests.
export const SOMETHING_WENT_WRONG = "Something went wrong";

export const TITLES = {
  login: "Login Failed",
  signIn: "Sign in Failed",
  google: "Google Sign in Failed",
  signOut: "Sign out Failed",
} as const;

export const authToasts = {
  loginFailed: { title: TITLES.login, description: "Invalid password." },
  signInFailed: (description: string) => ({ title: TITLES.signIn, description }),
  googleSignInFailed: (description: string) => ({ title: TITLES.google, description }),
  signOutFailed: (description: string) => ({ title: TITLES.signOut, description }),
} as const;

export const TOO_MANY_ATTEMPTS = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
