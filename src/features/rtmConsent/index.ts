/** The patient's consent to remote therapeutic monitoring (issue 53): his page, and what his doctor sees before starting. */
export { RtmConsentNotice } from './components/RtmConsentNotice';
export { useRtmConsentQuery } from './api/rtmConsentApi';
