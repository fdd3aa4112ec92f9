/**
 * Times and days on China's clock (Asia/Shanghai), whatever the browser's zone: every screen and
 * print writes a timestamp with chinaDateTime ("YYYY-MM-DD HH:mm") and a day with chinaDate; today
 * is chinaToday (the books' and the counter's day). One rule with the server: @pm/domain's.
 */
export { chinaDate, chinaDateTime, chinaToday } from '@pm/domain';
