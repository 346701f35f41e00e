import { strokeIcon as icon } from '../../components/icons';

// Icons of the account screens (24×24 stroke, like components/icons.tsx).

export const EyeIcon = icon(
  'EyeIcon',
  <path key="a" d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />,
  <circle key="b" cx="12" cy="12" r="3" />,
);
export const EyeOffIcon = icon(
  'EyeOffIcon',
  <path key="a" d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.8 3.8M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6" />,
  <path key="b" d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />,
);
export const ArrowLeftIcon = icon('ArrowLeftIcon', <path key="a" d="M19 12H5M11 18l-6-6 6-6" />);
export const MailCheckIcon = icon(
  'MailCheckIcon',
  <path key="a" d="M21 12V6H3v12h9" />,
  <path key="b" d="m3 6 9 7 9-7" />,
  <path key="c" d="m15.5 18 2 2 4-4" />,
);
export const LinkOffIcon = icon(
  'LinkOffIcon',
  <path key="a" d="M9 17H7a5 5 0 0 1 0-10h2M15 7h2a5 5 0 0 1 4 8" />,
  <path key="b" d="M8 12h4M3 3l18 18" />,
);
export const GiftTicketIcon = icon(
  'GiftTicketIcon',
  <path key="a" d="M3 8h18v4H3z" />,
  <path key="b" d="M5 12v9h14v-9M12 8v13" />,
  <path key="c" d="M12 8S10.5 3 8 3.5 7 8 12 8zM12 8s1.5-5 4-4.5S17 8 12 8z" />,
);
