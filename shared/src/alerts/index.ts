/** Alerts of new listings: the form's fields and limits, their addresses, the search they keep and match. */
export {
  ALERT_BODY_MAX_BYTES,
  ALERT_EMAIL_MAX_LENGTH,
  ALERT_FIELDS,
  ALERT_FREQUENCIES,
  ALERT_SEARCH_MAX_LENGTH,
  ALERT_TOKEN_PARAM,
  isAlertFrequency,
  type AdminAlertSearch,
  type AlertFrequency,
  type AlertRefusal,
} from './fields';
export { ALERT_LINKS, alertLinkPath, alertLinkUrl, alertSearchPath, alertsPath, type AlertLink } from './paths';
export { alertFilters, alertMatches, alertSearch } from './search';
