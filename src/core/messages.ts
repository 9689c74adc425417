// The texts people see, quoted from the product spec (section numbers in comments),
// so the UI, the server and the tests use the very same strings. Add to it; do not
// paraphrase: a test that looks for a spec text must find it here.
export const MESSAGES = {
  // §2 Sign-in and sign-up page (/auth).
  authWelcome: 'Welcome to',
  authNeedAccount: 'Need an account? Sign up',
  authHaveAccount: 'Already have an account? Sign in',

  // §5 Sign-up, password change and e-mail change.
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters',
  invalidEmail: 'Please enter a valid email address',
  emailsDoNotMatch: 'Email addresses do not match',
  passwordUpdated: 'Password updated successfully',
  emailUpdated: 'Email updated successfully. Please verify your new email address.',

  // §8 Authentication errors.
  unexpected: 'An unexpected error occurred',
  socialSignInFailed: (provider: string) => `An unexpected error occurred with ${provider} sign-in`,
  noUserSignedIn: 'No user is currently signed in',
  authenticationError: (message: string) => `Authentication error: ${message}`,

  // §2 Settings and §8 Profile and files.
  profileUpdated: 'Profile updated successfully!',
  profileNotFound: 'Profile not found',

  // §5 Start-up.
  missingEnvironment: (names: string[]) =>
    `Missing required environment variables: ${names.join(', ')}`,
} as const;

/**
 * Texts the spec leaves to us (it says server errors are "not shown"). Kept apart so
 * nobody mistakes them for spec quotes.
 */
export const SERVER_MESSAGES = {
  signInRequired: 'Sign in required',
  /** better-auth's own 429 text, which its client shows as is. */
  tooManyRequests: 'Too many requests. Please try again later.',
} as const;
