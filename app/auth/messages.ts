// What staff are told when signing in or out fails (SPEC section 8); shared by the actions and tests.
export const SOMETHING_WENT_WRONG = "Something went wrong";

export const authToasts = {
  loginFailed: { title: "Login Failed", description: "Invalid password." },
  signInFailed: (description: string) => ({ title: "Sign in Failed", description }),
  googleSignInFailed: (description: string) => ({ title: "Google Sign in Failed", description }),
  signOutFailed: (description: string) => ({ title: "Sign out Failed", description }),
} as const;

export const TOO_MANY_ATTEMPTS = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
