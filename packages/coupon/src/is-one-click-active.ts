/** §5: one-click is active only if the site's show_one_click is on (and the player switched it on). */
export function isOneClickActive(showOneClick: boolean, isActiveOneClick: boolean): boolean {
  return showOneClick && isActiveOneClick;
}
