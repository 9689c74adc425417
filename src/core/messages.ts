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
  uploadFailed: 'Upload failed',
  removeAvatarFailed: 'Failed to remove avatar',
  updateFailed: 'Update failed',
  avatarTooLarge: 'File size must be less than 5MB',
  avatarNotImage: 'Only image files are allowed',

  // §2 Public profile page (/:username).
  scalePageNotFound: 'Scale Page not found',
  scalePageNotFoundDetail: "The Scale Page you're looking for doesn't exist or is not public.",

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
  /** Sign-in or sign-up from an address the server is not set up for (issue 17). */
  wrongAddress: (publicUrl: string) =>
    `Scale runs at ${publicUrl} (its PUBLIC_URL), and this page was opened at another address. Open ${publicUrl}, or set PUBLIC_URL to the address you use.`,
  // Profile settings (spec §5 gives only "bio max 500").
  bioTooLong: 'Bio must be 500 characters or fewer',
  displayNameTooLong: 'Display name must be 100 characters or fewer',
  invalidPhoneNumber:
    'Enter a valid phone number in international format, starting with + and the country code (e.g. +1 415 555 2671)',
  invalidTimeZone: 'Choose a time zone from the list',
  invalidPhoneCountry: 'Choose a country from the list',
  usernameFormat:
    'Usernames are 3-30 characters: lowercase letters, numbers, hyphens and underscores, starting and ending with a letter or number',
  usernameReserved: 'This username is reserved',
  usernameTaken: 'This username is already taken',
  usernameNeedsPlan:
    'A custom username is available on the Pro and Business plans. Upgrade to Pro to change it.',
  notificationsSaved: 'Notification preferences saved',
  /** better-auth's own 429 text, which its client shows as is. */
  tooManyRequests: 'Too many requests. Please try again later.',
} as const;

/**
 * E-mail verification (issue 16): sign-up answers every address alike, so the account is
 * finished by the mailed link; unverified accounts see a quiet reminder.
 */
export const VERIFY_MESSAGES = {
  checkInboxTitle: 'Check your inbox',
  checkInbox: (email: string) =>
    `We sent a link to ${email}. Open it to finish creating your account and sign in.`,
  checkInboxHint:
    'Nothing there after a minute? Look in your spam folder, or send the link again. If you already have an account, sign in instead.',
  resendLink: 'Send the link again',
  linkResent: 'We sent the link again.',
  useAnotherAddress: 'Use another address',
  verified: 'E-mail verified',
  linkInvalid:
    'This verification link has expired or is not valid. Sign in and send yourself a new one.',
  bannerText: (email: string) => `Please verify your e-mail address, ${email}.`,
  bannerResend: 'Resend verification e-mail',
  bannerSent: (email: string) => `Verification e-mail sent to ${email}. Check your inbox.`,
  bannerDismiss: 'Dismiss',
} as const;

/**
 * The links editor's texts (issue 3; the spec gives none). Shared by the server's
 * validation and the web form so both say the same thing.
 */
export const LINK_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 100 characters',
  urlRequired: 'URL is required',
  urlScheme: 'Links must start with http://, https://, mailto: or tel:',
  descriptionTooLong: 'Description must be at most 300 characters',
  nothingToUpdate: 'Nothing to update',
  orderMismatch: 'The new order must list each of your links exactly once',
  linkNotFound: 'Link not found',
  thumbnailTooLarge: 'Images must be 5 MB or smaller',
  thumbnailWrongType: 'Thumbnails must be PNG, JPEG, GIF or WebP images',
  thumbnailUnreadable: 'This image could not be read',
  noLinksYet: 'No links yet',
  kindInvalid: 'kind must be "link" or "header"',
  headerHasNoUrl: 'A section header has no URL',
  headerIsPlain:
    'A section header is a title only: no description, image, featured mark or schedule',
  invalidShowFrom: '"Show from" must be a date and time',
  invalidShowUntil: '"Show until" must be a date and time',
  untilBeforeFrom: '"Show until" must be after "Show from"',
} as const;

/**
 * Account security texts the spec leaves to us (two-factor sign-in, sessions, wrong
 * current password). Shared by the server, the settings page and the tests.
 */
export const SECURITY_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password',
  /** better-auth's own text for a wrong current password, shown as is. */
  invalidPassword: 'Invalid password',
  twoFactorEnabled: 'Two-factor authentication is on',
  twoFactorDisabled: 'Two-factor authentication is off',
  twoFactorPrompt: 'Enter the 6-digit code from your authenticator app',
  backupCodePrompt: 'Enter one of your backup codes',
  /** better-auth's text for a wrong authenticator code. */
  invalidCode: 'Invalid code',
  invalidBackupCode: 'Invalid backup code',
  otherSessionsSignedOut: 'Signed out of all other sessions',
  sessionSignedOut: 'Session signed out',
} as const;

/**
 * The analytics tab's texts (issue 3; the spec gives none). Shared by the server, the
 * tab and the tests.
 */
export const ANALYTICS_MESSAGES = {
  noVisitsYet: 'No visits yet — share your Scale Page to see analytics here',
  badRange: 'range must be 7, 30 or 90',
} as const;

/** The Scale Page's appearance (issue 23): themes, colours, fonts, background, social icons. */
export const APPEARANCE_MESSAGES = {
  colourInvalid: 'Colours must be written as #rrggbb, e.g. #1e40af',
  themeUnknown: 'Choose one of the themes',
  fontUnknown: 'Choose one of the fonts',
  optionUnknown: 'Choose one of the options',
  overlayRange: 'The overlay must be between 0 and 90%',
  socialUrlInvalid: 'Social links must be http(s):// addresses or mailto: e-mail addresses',
  tooManySocials: 'Add at most 12 social icons',
  socialDuplicate: 'This address is already in your social icons',
  noBackgroundImage: 'Upload a background image first',
  imageTooLarge: 'Background images must be 10 MB or smaller',
  imageWrongType: 'Background images must be PNG, JPEG or WebP pictures',
  imageUnreadable: 'This image could not be read',
  draftInvalid: 'The preview settings could not be read',
  saved: 'Appearance saved',
  lowContrast: 'Hard to read: contrast is below 4.5:1 (WCAG AA)',
} as const;

/** The Team tab (issue 22): a team's figures per member over a date range. */
export const TEAM_ANALYTICS_MESSAGES = {
  title: 'Team',
  description: 'What each member did in the period, credited to whoever owned the record then.',
  badDate: 'Use a date like 2026-03-31',
  dateMissing: 'Give both dates, or neither for the last 30 days',
  toBeforeFrom: 'The end date must be on or after the start date',
  rangeTooLong: 'Choose at most one year (366 days)',
  badTimeZone: 'Unknown time zone',
  personalWorkspace: 'Team analytics are for team workspaces',
  noPermission: 'You do not have permission to see team analytics',
  empty: 'Nothing happened in this period: no leads, wins, bookings, page views or document views.',
  loading: 'Loading team analytics',
  exportCsv: 'Export CSV',
  from: 'From',
  to: 'To',
  chartLabel: 'Leads assigned, clients won, bookings hosted and document views per day',
  noResponse: '—',
  formerMember: 'former member',
} as const;

/**
 * The CRM's texts (issue 4). The spec's quotes (§2 Clients tab, §5 Client form and
 * Import, §8) come first; the rest are ours, for rules the spec leaves silent.
 */
export const CLIENT_MESSAGES = {
  // Issue 18: owners and bulk actions.
  bulkIdsRequired: 'Choose at least one client',
  bulkSelectionRequired: 'Name the clients either by ids or as all matching the filters',
  bulkTagsRequired: 'Name at least one tag',
  bulkStatusRequired: 'Choose a status',
  bulkOwnerRequired: 'Choose an owner',
  bulkTaskRequired: 'Describe the task',
  unknownBulkAction: (actions: readonly string[]) => `Choose an action: ${actions.join(', ')}`,
  undoExpired: 'This can no longer be undone',
  bulkChangedCount: (n: number) => `${n} ${n === 1 ? 'client' : 'clients'} changed`,
  bulkDeletedCount: (n: number) => `${n} ${n === 1 ? 'client' : 'clients'} deleted`,
  bulkTasksCreated: (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'} created`,
  bulkUndone: 'Undone',
  bulkTooMany: (max: number) => `Choose at most ${max} clients at a time`,
  assignedCount: (count: number) => `${count} ${count === 1 ? 'client' : 'clients'} reassigned`,
  movedCount: (count: number) => `${count} ${count === 1 ? 'client' : 'clients'} moved`,
  assignedMailSubject: (count: number, by: string) =>
    count === 1 ? `${by} assigned a client to you` : `${by} assigned ${count} clients to you`,
  // §2 Clients tab.
  searchPlaceholder: 'Search clients...',
  allStatus: 'All Status',
  addClient: 'Add Client',
  noClientsYet: 'No clients yet',
  addFirstClient: 'Add First Client',
  noClientsFound: 'No clients found',
  adjustFilters: 'Try adjusting your search or filter criteria',
  loadingClients: 'Loading clients...',
  // §5 Client form and Interaction; §8.
  nameRequired: 'Name is required',
  saveFailed: 'Failed to save client',
  deleteConfirm: 'Are you sure you want to delete this client? This action cannot be undone.',
  clientNotFound: 'Client not found',
  phoneIndexOutOfRange: 'Phone index out of range',
  // §5 Import and §8.
  unsupportedImportFormat: 'Unsupported file format. Please use CSV, Excel, or VCF files.',
  noCsvData: 'No data found in CSV file',
  importRowNameRequired: 'Name field is required',
  importFailed: 'An error occurred during import',
  vcfImportFailed: 'An error occurred during VCF import',
  importCompleted: (imported: number, total: number) =>
    `Import completed: ${imported} of ${total} clients imported successfully.`,
  /** The spec's "Check the console for details." is replaced by a downloadable list (issue 4). */
  importFailures: (failed: number) =>
    `${failed} ${failed === 1 ? 'client' : 'clients'} failed to import.`,

  // Ours.
  leadScoreRange: 'Lead score must be between 0 and 100',
  estimatedValueNegative: 'Estimated value cannot be negative',
  estimatedValueInvalid: 'Estimated value must be an amount in dollars, e.g. 1500 or 1500.50',
  invalidDate: 'Enter a date as YYYY-MM-DD',
  invalidPhone: 'Enter a valid phone number, e.g. +1 415 555 2671',
  invalidEmail: 'Please enter a valid email address',
  phoneRequired: 'Enter a phone number',
  emailRequired: 'Enter an email address',
  urlRequired: 'Enter a website URL',
  line1Required: 'Address line 1 is required',
  websiteScheme: 'Websites must start with http:// or https://',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  tooManyTags: 'A client can have at most 50 tags',
  duplicateEmail: 'A client with this email already exists',
  duplicateImportRow: 'Duplicate: a client with this email already exists',
  nothingToUpdate: 'Nothing to update',
  clientLimit: (limit: number) =>
    `The Free plan holds up to ${limit} clients. Upgrade to Pro for unlimited clients.`,
  interactionContentRequired: 'Content is required',
  interactionNotFound: 'Interaction not found',
  importFileTooLarge: (format: 'csv' | 'vcf' | 'xls' | 'xlsx') =>
    format === 'xls' || format === 'xlsx'
      ? 'Excel files must be 50 MB or smaller. Save a larger sheet as a CSV file (up to 512 MB) and import that instead.'
      : 'CSV and VCF files must be 512 MB or smaller',
  importFileUnreadable:
    'This file could not be read. Check that it is a valid CSV, Excel or VCF file.',
  importSpreadsheetTooLarge:
    'This spreadsheet is too large to import (at most 100,000 rows and 100 MB unpacked). Save it as a CSV file and import that instead.',
  noSpreadsheetData: 'No data found in this spreadsheet',
  noVcfData: 'No contacts found in this VCF file',
  importRowUnreadable:
    'This row could not be read (a quote is not closed or the row is larger than 1 MB), so the rest of the file was not imported.',
  importFailureListCapped: (listed: number) => `The list of failed rows holds ${listed} of them.`,
  clientDeleted: 'Client deleted',
  statusChangeFailed: 'Could not move the client. It is back in its column.',
  unknownSort: (sorts: readonly string[]) => `Unknown sort. Use one of: ${sorts.join(', ')}`,
  unknownSortDir: 'Unknown sort direction. Use asc or desc',
  cursorWithOffset: 'Use either after or offset, not both',
  badCursor: 'This page link is not valid. Load the list again from its first page.',
} as const;

/**
 * The import's mapping step and its result (issue 19): the choices made before a file is
 * imported, and the counts it ends with.
 */
export const IMPORT_MESSAGES = {
  noUsableColumn:
    'No column with a name, company, e-mail or phone was found. Choose the header row, or tell which column holds what, and import again.',
  headerRowPastEnd: 'The header row chosen is past the end of the file',
  fileNameTooLong: 'The file name must be at most 1000 characters',
  duplicateNotEditable:
    'Duplicate: a client with this email or phone already exists, and you may not change it',
  /** "40 of 45 clients imported." */
  imported: (imported: number, total: number) =>
    `${imported} of ${total} ${total === 1 ? 'client' : 'clients'} imported.`,
  updated: (count: number) =>
    `${count} existing ${count === 1 ? 'client was' : 'clients were'} updated.`,
  skipped: (count: number) =>
    `${count} ${count === 1 ? 'row was' : 'rows were'} skipped as duplicates of existing clients.`,
  /** "5 were not imported because the Free plan holds up to 50 clients (50 of 50 used)." */
  limited: (count: number, planName: string, limit: number, used: number) =>
    `${count} ${count === 1 ? 'was' : 'were'} not imported because the ${planName} plan holds up to ${limit} clients (${used} of ${limit} used).`,
  duplicateHelp: {
    skip: 'Rows whose e-mail or phone belongs to an existing client are left out.',
    update:
      'The existing client gets the row’s filled-in fields; its lists gain the new phones, e-mails, addresses and websites.',
    create:
      'A new client is added even when the phone matches, but an e-mail belongs to one client only: such a row fails as a duplicate.',
  },
  previewFailed: 'This file could not be previewed. Try again, or choose another file.',
} as const;

/** Message templates (issue 4; the spec names them only on the landing page). */
export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  bodyRequired: 'Template text is required',
  templateNotFound: 'Template not found',
  templateLimit: (limit: number) =>
    `The Free plan keeps up to ${limit} templates. Upgrade to Pro for unlimited templates.`,
  noTemplatesYet: 'No templates yet',
  clientHasNoEmail: 'This client has no email address. Add one to send an email.',
  clientHasNoPhone: 'This client has no phone number. Add one to send a WhatsApp message.',
  saveFailed: 'Failed to save template',
  deleteConfirm: 'Delete this template? This cannot be undone.',
  copied: 'Message copied to the clipboard',
  copyFailed: 'Could not copy the message. Select the text and copy it yourself.',
  useFailed: 'Could not use the template',
  sharedLabel: 'Shared with the workspace',
  sharedHint: 'Every member can use it; members who may edit clients can change it.',
  sharedBadge: 'Shared',
} as const;

/** The Scale Page's contact form (issue 4). */
export const LEAD_FORM_MESSAGES = {
  heading: 'Get in touch',
  sent: 'Thanks! Your message has been sent.',
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  messageTooLong: 'Your message must be at most 2000 characters',
  tooManySubmissions: 'Too many messages from you. Please try again later.',
  /** A team page's form when the team's plan holds no more contacts (decision 073). */
  teamCannotSave:
    'Your message was passed on to the team by e-mail, but the team cannot take new contacts through this form right now. If you do not hear back, please reach them another way.',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number, e.g. +1 415 555 2671',
  nameTooLong: 'Your name must be at most 200 characters',
  fixErrors: 'Please correct the marked fields.',
  crossOrigin: 'This form was sent from a page outside Scale and was refused.',
  settingLabel: 'Contact form on my Scale Page',
  settingHint: 'Visitors can send you a message; each one becomes a client in your CRM.',
} as const;

/** Scheduling and the public booking page (issue 5; spec §2, §5, §8). */
export const SCHEDULING_MESSAGES = {
  /** A team's bookings list names each booking's host (issue 18). */
  hostedBy: (name: string) => `Host: ${name}`,
  // §2 Scheduling.
  heading: 'Scheduling',
  authRequired: 'Authentication required',
  signIn: 'Sign In',
  noDescription: 'No description',
  notSpecified: 'Not specified',
  viewBookingPage: 'View booking page',
  linkCopied: 'Link copied to clipboard!',
  noEventTypes: 'No event types',
  noEventTypesHint: 'Get started by creating a new event type.',
  quickSetup: 'Quick Setup',
  addTimeSlot: 'Add Time Slot',
  upcomingBookings: 'Upcoming Bookings',
  noUpcomingBookings: 'No upcoming bookings',
  pastBookings: 'Past Bookings',
  noPastBookings: 'No past bookings',
  unknownEventType: 'Unknown Event Type',
  canceledByHost: 'Canceled by host',
  // §5 Event type form.
  nameRequired: 'Name is required',
  slugRequired: 'Slug is required',
  slugFormat: 'Slug can only contain lowercase letters, numbers, and hyphens',
  durationPositive: 'Duration must be a positive number',
  bufferBeforeNonNegative: 'Buffer before must be a non-negative number',
  bufferAfterNonNegative: 'Buffer after must be a non-negative number',
  noticeNonNegative: 'Minimum booking notice must be a non-negative number',
  maxPerDayPositive: 'Maximum bookings per day must be a positive number',
  endBeforeStart: 'End date cannot be before start date',
  // §5 Availability.
  endTimeAfterStart: 'End time must be after start time',
  deleteAvailabilityConfirm: 'Are you sure you want to delete this availability?',
  // §2 Public booking page, §5 Booking form, §8.
  bookingPageTitle: (hostName: string) => `${hostName} Booking Page`,
  stepSelect: 'Select Date & Time',
  stepInformation: 'Your Information',
  stepConfirm: 'Confirm',
  selectTimeSlot: 'Please select a time slot',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  fieldRequired: 'This field is required',
  bookingConfirmed: 'Booking Confirmed!',
  bookAnotherTime: 'Book Another Time',
  userIdMissing: 'User ID is missing',
  profileLoadFailed: 'Could not load user profile',
  invalidBookingLink: 'Invalid booking link',
  eventTypeNotFound: 'Event type not found',
  errorPrefix: (message: string) => `Error: ${message}`,
  bookingFailed: 'There was an error creating your booking. Please try again.',
  loadEventTypesFailed: (message: string) => `Error loading event types: ${message}`,
  loadAvailabilityFailed: (message: string) => `Error loading availability: ${message}`,

  // Ours (the spec is silent).
  slugTaken: 'You already have an event type with this slug',
  slotTaken: 'This time was just booked by someone else. Please pick another time.',
  slotNotOffered: 'This time is not available. Please pick another time.',
  invalidTime: 'Enter a time as HH:MM',
  quickSetupNeedsDay: 'Select at least one day',
  bookingNotFound: 'Booking not found',
  bookingAlreadyCanceled: 'This booking is already canceled',
  bookingAlreadyPast: 'This booking has already taken place',
  bookingNotPending: 'This booking is not awaiting confirmation',
  declinedByHost: 'Declined by host',
  availabilityNotFound: 'Availability not found',
  bookingCanceled: 'Your booking has been canceled',
  invalidOption: 'Choose one of the options',
  bookingInPast: 'This booking has already started and can no longer be canceled',
  tooManyBookingActions: 'Too many bookings from your connection. Please try again later.',
  optionsRequired: 'Add at least one option',
  // The manager (ours).
  loadBookingsFailed: (message: string) => `Error loading bookings: ${message}`,
  linkCopyFailed: 'Could not copy the link. Select it and copy it by hand.',
  timeZoneSaved: (label: string) => `Time zone set to ${label}`,
  // The public booking pages (ours).
  noBookableEventTypes: 'There is nothing to book here right now.',
  noSlots: 'No times are available in the coming days.',
  noSlotsInMonth: 'No available times this month.',
  confirmationSent: (email: string) => `A confirmation email has been sent to ${email}.`,
  awaitingConfirmation: (email: string) =>
    `Your booking is awaiting the host's confirmation. We'll email ${email} when it is confirmed.`,
  cancelBookingHeading: 'Cancel your booking',
  pickNewTime: 'Pick a new time',
  // Availability (issue 21, ours).
  invalidDate: 'Enter a date as YYYY-MM-DD',
  maxPerWeekPositive: 'Maximum bookings per week must be a positive number',
  windowsOverlap: (day: string, start: string, end: string) =>
    `This overlaps your ${day} hours ${start}–${end}. Change the times or edit that window.`,
  overrideWindowsOverlap: 'Two of these windows overlap. Change the times.',
  overrideInPast: 'This date has passed. Pick today or a later date.',
  overrideEndBeforeStart: 'The last date cannot be before the first',
  overrideTooLong: 'A date override can cover at most 366 days',
  overrideOverlaps: (first: string, last: string) =>
    first === last
      ? `${first} already has a date override. Edit that one instead.`
      : `${first} to ${last} already has a date override. Edit that one instead.`,
  overrideNotFound: 'Date override not found',
  dateOverrides: 'Date overrides',
  noDateOverrides: 'No date overrides',
  noDateOverridesHint: 'Add a date with other hours, or mark days off such as holidays.',
  loadDateOverridesFailed: (message: string) => `Error loading date overrides: ${message}`,
  unavailableAllDay: 'Unavailable',
  deleteDateOverrideConfirm: 'Are you sure you want to delete this date override?',
} as const;

/**
 * Organizations (issue 6). The spec's quotes (§5 Organization, §6, §8 Organizations)
 * come first; the rest are ours, for rules the spec leaves silent.
 */
export const ORG_MESSAGES = {
  // §2 / §5 / §6.
  title: 'Organization Management',
  createNew: 'Create New Organization',
  nameAndSlugRequired: 'Name and slug are required',
  slugFormat: 'Slug can only contain lowercase letters, numbers, and hyphens',
  slugTaken: 'This slug is already taken by another organization',
  inviteRequiresEmailAndRole: 'Please provide both email and role',
  accessDenied: 'Access Denied',
  noSettingsPermission: "You don't have permission to view organization settings.",
  noEditPermission: 'You do not have permission to edit organization settings',
  transferConfirm: (name: string) =>
    `Are you sure you want to transfer ownership to ${name}? You will no longer be the owner of this organization.`,
  adminBanner: 'You are a platform administrator: you have full access to all organizations.',
  // §8 failures.
  fetchOrganizationsFailed: 'Failed to fetch organizations',
  fetchOrganizationFailed: 'Failed to fetch organization data',
  inviteFailed: 'Failed to send invitation',
  updateRoleFailed: 'Failed to update role',
  removeMemberFailed: 'Failed to remove member',
  transferFailed: 'Failed to transfer ownership',
  updateSettingsFailed: 'Failed to update organization settings',
  createFailed: 'Failed to create organization',
  updateFailed: 'Failed to update organization',
  removeLogoFailed: 'Failed to remove logo',
  // §8 successes.
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  roleUpdated: 'Role updated successfully',
  memberRemoved: (name: string) => `${name} has been removed from the organization`,
  ownershipTransferred: (name: string) => `Ownership transferred to ${name}`,
  settingsUpdated: 'Organization settings updated successfully',

  // Ours.
  slugHint: 'The slug is your organization’s address and cannot be changed later.',
  slugImmutable: 'The slug cannot be changed after creation',
  nameTooLong: 'Name must be at most 100 characters',
  slugTooLong: 'Slug must be at most 48 characters',
  descriptionTooLong: 'Description must be at most 500 characters',
  websiteScheme: 'Websites must start with http:// or https://',
  organizationNotFound: 'Organization not found',
  memberNotFound: 'Member not found',
  roleNotFound: 'Role not found',
  invitationNotFound: 'Invitation not found',
  noPermission: 'You do not have permission to do this in this organization',
  // Nobody hands out more than they hold (issue 16).
  grantBeyondOwn: 'You cannot give a role with permissions you do not have yourself',
  roleBeyondOwn: 'You cannot create or change a role with permissions you do not have yourself',
  memberAboveYou:
    'This member’s role has permissions you do not have; only someone holding them can change it',
  ownRoleCannotChange: 'You cannot change your own role; ask another admin',
  ownerRoleNotInvitable: 'The Owner role cannot be given by invitation; use Make Owner',
  ownerRoleNotAssignable: 'The Owner role cannot be given here; use Make Owner',
  ownerCannotBeRemoved: 'The owner cannot be removed from the organization',
  ownerRoleCannotChange: 'The owner’s role cannot be changed',
  onlyOwnerCanTransfer: 'Only the owner can transfer ownership',
  transferTargetNotActive: 'Ownership can only go to an active member',
  alreadyOwner: 'This member is already the owner',
  alreadyMember: (email: string) => `${email} is already a member of this organization`,
  invitationResent: (email: string) => `Invitation sent again to ${email}`,
  invitationRevoked: (email: string) => `The invitation to ${email} was revoked`,
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationRevokedForVisitor: 'This invitation was revoked.',
  invitationUsed: 'This invitation has already been accepted.',
  invitationReplaced:
    'This invitation link has been replaced by a newer one. Use the link in the most recent invitation e-mail.',
  invitationOtherEmail: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  invitationAccepted: (name: string) => `You joined ${name}`,
  organizationInactive: 'This organization has been deactivated',
  roleNameTaken: 'A role with this name already exists in this organization',
  roleNameReserved: 'Owner, Admin and Member are system roles; choose another name',
  roleNameRequired: 'Role name is required',
  roleInUse: 'This role is still given to members; give them another role first',
  systemRoleReadOnly: 'System roles cannot be changed',
  roleSaved: 'Role saved',
  roleDeleted: 'Role deleted',
  organizationCreated: (name: string) => `${name} created`,
  organizationDeactivated: (name: string) => `${name} was deactivated`,
  organizationActivated: (name: string) => `${name} was activated again`,
  userUpdated: 'User updated',
  cannotRevokeOwnAdmin: 'You cannot remove your own platform-admin flag',
  logoRemoved: 'Logo removed',
  logoUploaded: 'Logo updated',
  leftOrganization: (name: string) => `You left ${name}`,
  /**
   * Under the admin banner on /organizations, which lists only one's own organizations:
   * where all of them are, and (with none of one's own) the create form below.
   */
  adminAllOrganizations: (hasOwn: boolean) =>
    hasOwn
      ? 'Every organization is listed on the admin page.'
      : 'Every organization is listed on the admin page. To start one of your own, use the form below.',
  adminOrganizationsLink: 'Open the organizations list',
  noOrganizationYet: 'You are not in any organization yet. Create one to work with your team.',
} as const;

/**
 * Documents, tracking links, the public viewer and projects (issue 7). The spec's quotes
 * (§5 Documents and uploads, §8 Profile and files, Document page) come first.
 */
export const DOCUMENT_MESSAGES = {
  // §8.
  fileTooLarge: 'File size must be less than 10MB',
  wrongFileType: 'Only image files (JPEG, PNG, GIF, WebP) and PDF documents are allowed',
  documentTooLarge: 'Document size must be less than 10MB',
  pdfOnly: 'Only PDF documents are allowed',
  uploadFailed: (reason: string) => `Upload failed: ${reason}`,
  documentUploadFailed: (reason: string) => `Document upload failed: ${reason}`,
  invalidLink: 'Invalid document link',
  profileNotFound: 'Profile not found',
  linkNotFound: 'Document link not found or expired',
  documentNotFound: 'Document not found',
  loadFailed: 'Failed to load document',
  notFoundTitle: 'Document Not Found',
  goHome: 'Go Home',

  // Ours.
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 500 characters',
  tooManyTags: 'At most 10 tags',
  tagTooLong: 'Tags must be at most 50 characters',
  labelRequired: 'Say who the link is for',
  labelTooLong: 'Label must be at most 100 characters',
  nothingToUpdate: 'Nothing to update',
  emptyFile: 'Choose a file to upload',
  unreadablePdf: 'This PDF could not be read',
  passwordProtectedPdf:
    'This PDF is protected by a password. Save a copy without the password (or print it to PDF) and upload that copy.',
  trackingLinkNotFound: 'Tracking link not found',
  documentDeleted: 'Document deleted',
  storageDeleteWarning: 'The document was deleted, but its file could not be removed from storage',
  linkCopied: 'Link copied to clipboard!',
  linkCreated: 'Tracking link created',
  linkDisabled: 'Link disabled',
  linkEnabled: 'Link enabled',
  linkDeleted: 'Link deleted',
  noDocumentsYet: 'No documents yet',
  noViewsYet: 'No views yet — share a tracking link to see who reads it',
  viewMailSubject: (title: string, label: string) => `${title} was just viewed via ${label}`,
  // Projects.
  projectNotFound: 'Project not found',
  projectNameRequired: 'Name is required',
  projectNameTooLong: 'Name must be at most 100 characters',
  noAccountForEmail: 'No Scale account uses this email address. Ask them to sign up first.',
  alreadyProjectMember: 'This person is already a member of the project',
  cannotAddOwner: 'The owner is already in the project',
  ownerCannotBeRemoved: 'The project owner cannot be removed',
  ownerRoleFixed: "The project owner's role cannot be changed",
  projectMemberNotFound: 'Member not found',
  onlyOwnerOrEditor: 'Only the project owner or an editor can change its documents',
  onlyProjectOwner: 'Only the project owner can do this',
  documentAlreadyInProject: 'This document is already in the project',
  notYourDocument: 'Only your own documents can be added to a project',
  // Move to workspace (issue 18).
  moveWorkspaceRequired: 'Choose a workspace to move it to',
  moveToWorkspace: 'Move to workspace…',
  moveDialogTitle: (title: string) => `Move “${title}” to another workspace`,
  moveDialogBody:
    'Its share links and their views go with it. Who can see it is then decided by the other workspace.',
  moveConfirm: 'Move',
  moving: 'Moving…',
  moveTargetLabel: 'Workspace',
  moved: (workspace: string) => `Moved to ${workspace}`,
  // Link controls (issue 23).
  passwordRequired: 'Enter a password of at least 1 character',
  passwordTooLong: 'The password must be at most 128 characters',
  expiresAtInvalid: 'Choose a valid date and time for the expiry',
  gateEmailRequired: 'Enter your e-mail address',
  gateEmailInvalid: 'Enter a valid e-mail address',
  gateNameTooLong: 'Your name must be at most 100 characters',
  gatePasswordRequired: 'Enter the password',
  gateWrongPassword: 'That password is not right. Check it with the person who sent you the link.',
  gateCodeInvalid: 'Enter the 6-digit code from the e-mail',
  gateWrongCode: (left: number) =>
    left === 1
      ? 'That code is not right. 1 try left.'
      : `That code is not right. ${left} tries left.`,
  gateCodeExpired: 'This code has expired or was used up. Ask for a new one.',
  gateTooManyCodes: 'Too many codes were sent to this address. Try again in an hour.',
  gateCodeSent: (email: string) => `We sent a 6-digit code to ${email}. It works for 10 minutes.`,
  gateCodeMailSubject: (code: string) => `${code} is your code to open the shared document`,
  gateTitle: 'This document is protected',
  gateIntro: (owner: string) => `${owner} shared a document with you.`,
  gateEmailIntro: 'Enter your e-mail address to view it.',
  gatePasswordIntro: 'Enter the password you were given to view it.',
  gateContinue: 'Continue',
  gateVerify: 'Verify and view',
  gateSendNewCode: 'Send a new code',
  expiredTitle: 'This link has expired',
  expiredBody:
    'The person who shared this document set it to stop working. Ask them for a new link.',
  disabledTitle: 'This link is turned off',
  disabledBody:
    'The person who shared this document turned this link off. Ask them for a new link.',
  wrongPasswordTitle: 'Wrong password',
  gateRequired: "Pass the link's gate first: open the link again.",
  downloadNotAllowed: 'Downloading is turned off for this link',
  download: 'Download',
  linkSettings: 'Settings',
  linkSettingsTitle: (label: string) => `Settings for “${label}”`,
  linkSettingsSaved: 'Link settings saved',
  linkViews: (count: number) => (count === 1 ? '1 view' : `${count} views`),
  copyLink: 'Copy link',
  settingRequireEmail: 'Require e-mail to view',
  settingVerifyEmail: 'Verify the e-mail with a one-time code',
  settingPassword: 'Password',
  settingPasswordSet: 'A password is set. Type a new one to change it.',
  settingRemovePassword: 'Remove the password',
  settingExpiresAt: 'Expires',
  settingAllowDownload: 'Allow download',
  settingNotify: 'E-mail me on each view',
  settingWatermark: 'Watermark (viewer e-mail and time on every page)',
  linkExpiredBadge: 'Expired',
  linkProtectedBadge: 'Protected',
  leadInteractionSubject: 'Shared document view',
} as const;

/**
 * The overview's Recent Activity (issue 16). The empty text is the card's existing one;
 * the sentences are ours, in the words of a person reading a feed (no gender is assumed).
 */
export const ACTIVITY_MESSAGES = {
  heading: 'Recent Activity',
  description: 'What happened on your Scale Page lately.',
  empty: 'No recent activity yet. New leads, bookings and document views will show up here.',
  loading: 'Loading recent activity',
  loadFailed: 'Your recent activity',
  showMore: 'Show more',
  badCursor: 'This page of activity does not exist; start again from the newest entries',
  leadNew: (name: string) => `${name} left their details on your Scale Page`,
  leadExisting: (name: string) => `${name} sent you a message on your Scale Page`,
  leadOverLimit: (name: string) =>
    `${name} left their details on your Scale Page, but your plan's client limit kept them out of Clients`,
  // The event type's name, or words for a meeting whose event type was deleted since.
  bookingCreated: (invitee: string, eventType: string | null, when: string) =>
    `${invitee} booked ${eventType ?? 'a meeting'} for ${when}`,
  bookingRequested: (invitee: string, eventType: string | null, when: string) =>
    `${invitee} asked to book ${eventType ?? 'a meeting'} for ${when}`,
  bookingCanceledByInvitee: (invitee: string, eventType: string | null, when: string) =>
    `${invitee} canceled ${eventType ?? 'their meeting'} on ${when}`,
  bookingCanceledByHost: (invitee: string, eventType: string | null, when: string) =>
    `You canceled ${invitee}'s ${eventType ?? 'meeting'} on ${when}`,
  bookingDeclined: (invitee: string, eventType: string | null, when: string) =>
    `You declined ${invitee}'s ${eventType ?? 'meeting'} on ${when}`,
  bookingRescheduledByInvitee: (
    invitee: string,
    eventType: string | null,
    from: string,
    to: string,
  ) => `${invitee} rescheduled ${eventType ?? 'their meeting'} from ${from} to ${to}`,
  bookingRescheduledByHost: (invitee: string, eventType: string | null, from: string, to: string) =>
    `Rescheduled ${invitee}'s ${eventType ?? 'meeting'} from ${from} to ${to}`,
  documentViewed: (title: string, label: string, device: string) =>
    `“${title}” was opened through your link “${label}” on ${device}`,
  clientsImported: (count: string, isOne: boolean, fileName: string) =>
    `Imported ${count} ${isOne ? 'client' : 'clients'} from ${fileName}`,
  clientGone: 'This client no longer exists',
  bookingGone: 'This booking no longer exists',
  documentGone: 'This document no longer exists',
} as const;

/** Team workspaces (issue 18): the current workspace, its areas and its records. */
export const TASK_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: (max: number) => `Title must be at most ${max} characters`,
  notesTooLong: (max: number) => `Notes must be at most ${max} characters`,
  dueDateRequired: 'Due date is required',
  invalidDueDate: 'Enter a valid due date (YYYY-MM-DD)',
  invalidDueTime: 'Enter a valid time (HH:MM)',
  invalidTimeZone: 'Choose a valid time zone',
  nothingToUpdate: 'Nothing to update',
  taskNotFound: 'Task not found',
  assigneeCannotEdit: 'The assignee must be a member who may edit this client',
  teamScopeForbidden:
    "Only members who may view all of the workspace's clients see the team's tasks",
} as const;

export const WORKSPACE_MESSAGES = {
  personal: 'Personal',
  workspaceNotFound: 'Workspace not found',
  areaNotFound: 'Not found',
  noEditPermission: 'You do not have permission to make changes here',
  notYourRecord: 'You can only change records you own or created',
  personalHasNoMembers: 'Your personal workspace cannot have other members',
  personalCannotBeLeft: 'Your personal workspace cannot be left or deleted',
  personalSlugReserved: 'Slugs starting with "personal-" are reserved',
  personalSettingsFixed: 'Your personal workspace keeps its name, address and logo',
  // The levels (src/core/access.ts) as the role editor, the roles list and the debug
  // panel name them: "Clients: view all, edit own".
  areaNames: { clients: 'Clients', documents: 'Documents', scheduling: 'Scheduling' },
  levelNames: { none: 'None', own: 'Own', all: 'All' },
  levelOps: { view: 'View', edit: 'Edit' },
  levelWords: { none: 'none', own: 'own', all: 'all' },
  levelView: (level: string) => `view ${level}`,
  levelEdit: (level: string) => `edit ${level}`,
  levelNoAccess: 'no access',
  levelSeesUnassigned: 'sees unassigned',
  seesUnassignedClients: 'Sees unassigned clients',
  seesUnassignedHint: 'Clients nobody owns (the team’s inbox) count as their own',
  dataAccess: 'Data access',
  levelArea: 'Area',
  levelSelectLabel: (op: string, area: string) => `${op} ${area.toLowerCase()}`,
  levelNotHeld: 'Levels above your own are not offered',
  personalLevels: 'Your personal workspace: everything',
  ownerNotMember: 'The owner must be an active member of this workspace',
  moveTargetNotAllowed: 'You can only move to a workspace where you may edit',
  alreadyInWorkspace: 'These are already in this workspace',
  moveOutNotAllowed: "Only those who may edit all of a team's records can move them out of it",
  leadsWorkspaceNotAllowed: 'Choose a workspace where you may edit clients',
  unassigned: 'Unassigned',
  assigned: (owner: string, by: string) => `Assigned to ${owner} by ${by}`,
  unassignedBy: (by: string) => `Unassigned by ${by}`,
} as const;

/** In-app notifications (issue 20): the header's bell and the task reminders it lists. */
export const NOTIFICATION_MESSAGES = {
  bell: (unread: number) => `Notifications, ${unread} unread`,
  heading: 'Notifications',
  empty: 'No notifications yet. Task reminders will show up here.',
  loading: 'Loading notifications',
  loadFailed: 'Your notifications',
  markAllRead: 'Mark all as read',
  markReadFailed: 'Could not mark your notifications as read. Try again.',
  showMore: 'Show more',
  unread: 'Unread',
  badCursor: 'This page of notifications does not exist; start again from the newest',
  idsOrAll: 'Name the notifications to mark as read, or all of them',
  tooManyIds: (max: number) => `At most ${max} notifications at once`,
  badId: 'Notification not found',
  // A task reminder: in the bell, and the mail's subject and words.
  reminderTitle: (task: string) => `Reminder: ${task}`,
  reminderBody: (client: string, when: string) => `${client} · due ${when}`,
  reminderSubject: (task: string, client: string) => `Reminder: ${task} — ${client}`,
  reminderIntro: (task: string) => `Your task “${task}” is due.`,
  reminderClient: (client: string) => `Client: ${client}`,
  reminderDue: (when: string) => `Due: ${when}`,
  reminderOpen: 'Open the client',
  reminderWhy:
    'You get this because reminders are on in your notification settings; turn off “Reminders” there to stop them.',
} as const;

/** Custom fields per workspace (issue 20, decision 049). */
export const CUSTOM_FIELD_MESSAGES = {
  sectionTitle: 'Custom fields',
  sectionHint:
    'Extra fields every client of this workspace has, in the form, the panel and the list',
  empty: 'No custom fields yet',
  loadFailed: 'Could not load the custom fields',
  add: 'Add field',
  edit: 'Edit field',
  editValues: 'Edit custom fields',
  delete: 'Delete field',
  deleteConfirm: (label: string) =>
    `Delete “${label}”? Every client’s value in this field is removed too.`,
  moveUp: (label: string) => `Move “${label}” up`,
  moveDown: (label: string) => `Move “${label}” down`,
  label: 'Label',
  type: 'Type',
  options: 'Options',
  addOption: 'Add option',
  removeOption: (label: string) => `Remove option “${label}”`,
  optionLabel: (index: number) => `Option ${index}`,
  save: 'Save field',
  saved: 'Field saved',
  deleted: 'Field deleted',
  noPermission: 'Only those who may edit this workspace’s settings can change its custom fields',
  labelRequired: 'Enter a label',
  labelTooLong: (max: number) => `Keep the label under ${max} characters`,
  labelTaken: 'Another field already has this label',
  tooManyFields: (max: number) => `A workspace can have at most ${max} custom fields`,
  optionsRequired: 'Add at least one option',
  tooManyOptions: (max: number) => `A field can have at most ${max} options`,
  optionLabelRequired: 'Every option needs a label',
  optionLabelTooLong: (max: number) => `Keep option labels under ${max} characters`,
  optionLabelsRepeat: 'Two options have the same label',
  unknownOption: 'That option is not one of this field’s',
  typeFixed: 'A field’s type cannot change; add a new field instead',
  unknownType: 'Choose one of the field types',
  fieldNotFound: 'That custom field does not exist',
  reorderMismatch: 'Send every field of this workspace exactly once',
  unknownField: 'That custom field does not exist in this workspace',
  valueInvalid: (label: string) => `Invalid value for ${label}`,
  textExpected: (label: string) => `${label} must be text`,
  textTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  numberExpected: (label: string) => `${label} must be a number`,
  numberTooLarge: (label: string) => `${label} is too large`,
  currencyExpected: (label: string) => `${label} must be an amount in cents (a whole number)`,
  amountUnreadable: (label: string) => `${label} must be an amount like 1,250.00`,
  dateExpected: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  checkboxExpected: (label: string) => `${label} must be yes or no`,
  optionExpected: (label: string) => `${label}: choose one of its options`,
  optionsExpected: (label: string) => `${label}: choose from its options`,
  urlExpected: (label: string) =>
    `${label} must be a web address starting with http:// or https://`,
  filterTitle: 'Custom fields',
  filterAny: 'Any',
  filterMin: (label: string) => `${label} from`,
  filterMax: (label: string) => `${label} to`,
  filterContains: (label: string) => `${label} contains`,
  filterYes: 'Yes',
  filterNo: 'No',
  clearFilters: 'Clear custom filters',
  columns: 'Columns',
  columnsHint: 'Columns shown in the list',
  yes: 'Yes',
  no: 'No',
  typeNames: {
    text: 'Text',
    long_text: 'Long text',
    number: 'Number',
    currency: 'Currency',
    date: 'Date',
    checkbox: 'Checkbox',
    single_select: 'Single select',
    multi_select: 'Multi-select',
    url: 'URL',
  },
} as const;

/** Issue 20: the clients' filters and saved views. */
export const FILTER_MESSAGES = {
  filters: 'Filters',
  addFilter: 'Add filter',
  clearAll: 'Clear all',
  apply: 'Apply',
  removeFilter: (label: string) => `Remove filter: ${label}`,
  notANumber: (field: string) => `${field} must be a number`,
  notWholeDays: 'Enter a whole number of days from 1 to 3650',
  minAboveMax: (field: string) => `${field}: the minimum is above the maximum`,
  fromAfterTo: (field: string) => `${field}: the start date is after the end date`,
  unknownSource: (sources: readonly string[]) =>
    `Unknown lead source; choose from ${sources.join(', ')}`,
  unknownStatus: (statuses: readonly string[]) =>
    `Unknown status; choose from ${statuses.join(', ')}`,
  unknownTask: 'Task must be open, overdue or none',
  tooManyValues: (field: string, max: number) => `${field}: at most ${max} values`,
  tags: 'Tags',
  source: 'Lead source',
  status: 'Status',
  filterByStatus: 'Filter by status',
  /** The status filter's button: "Status: All", "Status: Won" or "Status: 2 chosen". */
  statusButton: (labels: readonly string[]) =>
    `Status: ${labels.length === 0 ? 'All' : labels.length === 1 ? labels[0] : `${labels.length} chosen`}`,
  value: 'Estimated value',
  valueMin: 'Minimum value',
  valueMax: 'Maximum value',
  closeDate: 'Expected close',
  created: 'Created',
  from: 'From',
  to: 'To',
  notContacted: 'Not contacted for (days)',
  notContactedChip: (days: number) => `Not contacted for ${days} days`,
  task: 'Tasks',
  taskOpen: 'Has an open task',
  taskOverdue: 'Has an overdue task',
  taskNone: 'Has no open task',
  any: 'Any',
  views: 'Views',
  noViews: 'No saved views yet',
  viewsFailed: 'Could not load the saved views',
  saveView: 'Save view',
  saveAsNew: 'Save as new view',
  updateView: (name: string) => `Update “${name}”`,
  deleteView: (name: string) => `Delete “${name}”`,
  deleteViewConfirm: (name: string) => `Delete the view “${name}”? This cannot be undone.`,
  setDefault: 'Set as my default',
  unsetDefault: 'Remove as my default',
  isDefault: 'Default',
  viewName: 'Name',
  viewShared: 'Shared with the workspace',
  viewPersonal: 'Only me',
  shared: 'Shared',
  viewNameRequired: 'Name is required',
  viewNameTooLong: (max: number) => `Name must be at most ${max} characters`,
  viewNotFound: 'View not found',
  viewStateInvalid: 'The view holds filters, a sort, a layout and columns only',
  viewTooMany: (max: number) => `At most ${max} saved views per person in a workspace`,
  viewSaved: 'View saved',
  viewDeleted: 'View deleted',
  noChanges: 'Nothing to update',
} as const;

/** API keys (issue 24, decision 071): settings → API, and the answers a key gets. */
export const API_KEY_MESSAGES = {
  tabLabel: 'API',
  pageTitle: 'API keys',
  intro:
    'Scripts and tools such as Zapier, Make or n8n use an API key to read and change this workspace’s records. A key acts with the role you give it and writes records in your name.',
  usage: 'Send the key with every request:',
  create: 'Create API key',
  nameLabel: 'Name',
  nameHint: 'What uses this key, such as “Zapier” or “Nightly export”.',
  roleLabel: 'Role',
  roleHint: 'The key may do what a member with this role may do, never more than you.',
  expiryLabel: 'Expires',
  expiryDays: (days: number) => `In ${days} days`,
  expiryNever: 'Never',
  expiryDate: 'On a date…',
  expiryDateLabel: 'Expiry date',
  nameRequired: 'Give the key a name',
  nameTooLong: 'Key names are at most 100 characters',
  roleRequired: 'Choose a role for the key',
  roleNotFound: 'Choose one of this workspace’s roles',
  ownerRoleNotAssignable: 'An API key cannot have the Owner role: choose Admin or another role',
  roleBeyondOwn: 'You cannot create a key with a role that holds permissions you do not have',
  expiryInvalid: 'Give the expiry as a date and time, or none for a key that never expires',
  expiryInPast: 'The expiry must be in the future',
  expiryTooFar: 'A key expires at most 5 years from now; choose “Never” for a key without end',
  secretTitle: 'Copy your new API key',
  secretDescription:
    'Send it with each request in the Authorization header: Authorization: Bearer followed by the key.',
  secretWarning:
    'This is the only time the key is shown. Copy it now and keep it somewhere safe: Scale stores only a fingerprint of it, so a lost key cannot be shown again — revoke it and create another.',
  copy: 'Copy key',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the key and copy it yourself',
  done: 'I have copied the key',
  columns: {
    name: 'Name',
    key: 'Key',
    role: 'Role',
    createdBy: 'Created by',
    created: 'Created',
    expires: 'Expires',
    lastUsed: 'Last used',
  },
  never: 'Never',
  neverUsed: 'Never used',
  expired: 'Expired',
  roleDeleted: 'Role deleted',
  formerMember: 'A former member',
  empty: 'No API keys yet. Create one to let a script or an automation tool use this workspace.',
  loading: 'Loading API keys…',
  loadFailed: 'The API keys could not be loaded.',
  retry: 'Try again',
  revoke: 'Revoke',
  revokeTitle: (name: string) => `Revoke “${name}”?`,
  revokeBody:
    'Anything using this key stops working at once: its next request is refused. This cannot be undone.',
  revokeConfirm: 'Revoke key',
  cancel: 'Cancel',
  revoked: (name: string) => `“${name}” was revoked.`,
  keyNotFound: 'API key not found',
  noPermission: 'You do not have permission to manage this workspace’s API keys',
  // The answers to a request signed with a key.
  invalidKey:
    'This API key is not valid. Check the Authorization header: Bearer followed by the key.',
  expiredKey: 'This API key has expired. Create a new one in Settings → API.',
  revokedKey: 'This API key was revoked. Create a new one in Settings → API.',
  keyCannotBeUsed:
    'An API key cannot be used for this endpoint: it works on the workspace’s records only. Sign in to Scale to use it.',
  viaKey: (name: string) => `via API key “${name}”`,
} as const;

/** Seats, plans and billing (issue 22; decisions 064 and 065). */
export const PLAN_MESSAGES = {
  /** Refuses an invitation while the owner is not on Business (spec §9 "2+ users"). */
  secondMemberNeedsBusiness:
    'A workspace with more than one member needs its owner on the Business plan ($25 per user per month). Upgrade to Business to invite your team.',
  /** Said to a member who is not the owner: only the owner's plan counts. */
  secondMemberNeedsOwnersBusiness:
    "A workspace with more than one member needs its owner on the Business plan. Ask the workspace's owner to upgrade to Business.",
  /** The banner of a team workspace whose owner left Business; nothing was deleted. */
  readOnlyTeamBanner: (planName: string) =>
    `This workspace's owner is on the ${planName} plan, so its team features are read-only: nothing was deleted, but new invitations and lead routing are paused until the owner is on Business again.`,
  upgradeLink: 'See plans',
  pageTitle: 'Plan',
  currentPlan: (planName: string) => `You are on the ${planName} plan.`,
  usageHeading: 'Usage',
  seatsLabel: (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'}`,
  /** Business bills at least its minimum of users (§9 "2+ users"), whatever the seats. */
  seatsBilledAs: (seats: number, billed: number, monthly: string) =>
    `${seats} ${seats === 1 ? 'seat' : 'seats'}, billed as ${billed} (Business is for 2 or more users): ${monthly} per month`,
  seatsHint: 'Seats are active members plus pending invitations.',
  setByAdministrator:
    'Plans are set by the administrator of this Scale server. Ask them to run this command:',
  checkoutFor: (planName: string) => `Upgrade to ${planName}`,
  manageBilling: 'Manage billing',
  billingNotConfigured: 'Online payment is not set up on this Scale server.',
  checkoutFailed: 'Stripe did not open the checkout. Try again in a moment.',
  portalFailed: 'Stripe did not open the billing portal. Try again in a moment.',
  noBillingAccount: 'You have no billing account yet: choose a plan first.',
  alreadyOnPlan: (planName: string) => `You are already on the ${planName} plan.`,
  webhookSignatureInvalid: 'The Stripe signature of this event is not valid',
  upgraded: 'Thanks! Your plan changes as soon as Stripe confirms the payment.',
  /** A live subscription changes price in place (decision 076), no new checkout. */
  switchTo: (planName: string) => `Switch to ${planName}`,
  switchHint:
    'Your subscription changes in place: Stripe credits the unused part of your current plan on your next invoice.',
  switched: (planName: string, monthly: string) =>
    `You are now on the ${planName} plan: ${monthly} per month.`,
  switchPending: (planName: string, monthly: string) =>
    `Your switch to ${planName} (${monthly} per month) is waiting for Stripe's confirmation.`,
  /** Under an offer: its monthly total for the seats that carry over (Business is per user). */
  offerMonthly: (monthly: string, seats: number) =>
    seats === 1 ? `${monthly} per month` : `${monthly} per month for ${seats} seats`,
  switchFailed: 'Stripe did not change your plan. Try again in a moment.',
  subscriptionExists:
    'You already have a subscription: change your plan from the plan page and it switches in place.',
} as const;
