// A host's fields as the staff form and the database both limit them. No imports: pages use it.
export const HOST_NAME_MAX = 100;
export const HOST_EMAIL_MAX = 254;
export const HOST_MEETING_URL_MAX = 500;
