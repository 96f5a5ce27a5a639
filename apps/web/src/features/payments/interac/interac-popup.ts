import { LIMITS } from '@portal/contract';

const NAME = 'portal-interac';

/**
 * Opens the bank's pop-up, 400 by 600 and centred on the portal. It is opened blank on the click
 * itself, before the payment link exists, because browsers block pop-ups opened later.
 */
export function openInteracPopup(url = 'about:blank'): Window | null {
  const { width, height } = LIMITS.interacPopup;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open(url, NAME, `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}
