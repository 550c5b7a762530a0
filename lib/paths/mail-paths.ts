/** A person's alert settings (the test-email and digest-now buttons live there) and the admins' outbox. */
export const ALERT_SETTINGS_PATH = "/settings/alerts";
export const OUTBOX_PATH = "/outbox";
