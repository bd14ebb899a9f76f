import { paths } from '@resident/routes';
import { plainTokens as token } from '@resident/ui';
import { Link } from 'react-router';

export const PAY_WITHOUT_LOGIN_TEXT = 'Оплатить без входа';

/**
 * The way to the public /pay page (spec §2) for a resident who came only to pay a receipt: a plain
 * router link, nothing of the payment page loads with /login (design.md §4 budget).
 */
export function PayWithoutLoginLink() {
  return (
    <p style={{ margin: `${token.marginLG}px 0 0`, textAlign: 'center' }}>
      <Link to={paths.pay} style={{ color: token.colorLink, fontSize: token.fontSizeLG }}>
        {PAY_WITHOUT_LOGIN_TEXT}
      </Link>
    </p>
  );
}
