import { pathIcon as icon, stroke } from '../../components/icons';

// Icons of the catalogue screens that the shared set does not have (24×24, currentColor,
// decorative by default).

export const StarFilledIcon = icon(
  'StarFilledIcon',
  <path fill="currentColor" d="m12 2.8 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.6l-5.8 3.1 1.1-6.5L2.6 9.6l6.5-.9z" />,
);
export const ChevronLeftIcon = icon('ChevronLeftIcon', stroke(<path key="a" d="m15 18-6-6 6-6" />));
export const ChevronRightIcon = icon('ChevronRightIcon', stroke(<path key="a" d="m9 18 6-6-6-6" />));
export const TagIcon = icon(
  'TagIcon',
  stroke(<path key="a" d="M3 12V3h9l9 9-9 9z" />, <circle key="b" cx="7.5" cy="7.5" r="1.5" />),
);
export const ClockIcon = icon('ClockIcon', stroke(<circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="M12 7v5l3 2" />));
export const CardPayIcon = icon(
  'CardPayIcon',
  stroke(<rect key="a" x="2.5" y="5" width="19" height="14" rx="2" />, <path key="b" d="M2.5 10h19M6 15h4" />),
);
export const LoginIcon = icon(
  'LoginIcon',
  stroke(<path key="a" d="M15 4h4v16h-4" />, <path key="b" d="m10 8 4 4-4 4M14 12H4" />),
);
export const BadgeIcon = icon(
  'BadgeIcon',
  stroke(
    <path key="a" d="M12 2.5 14.6 5l3.6-.4.4 3.6L21 11l-2.2 2.9.3 3.6-3.6.5L12 20.5 9.2 18l-3.6-.5.3-3.6L3 11l2.4-2.8.4-3.6 3.6.4z" />,
    <path key="b" d="m8.8 11.5 2.2 2.2 4.2-4.4" />,
  ),
);
export const InstagramIcon = icon(
  'InstagramIcon',
  stroke(
    <rect key="a" x="3" y="3" width="18" height="18" rx="5" />,
    <circle key="b" cx="12" cy="12" r="4" />,
    <path key="c" d="M17.5 6.5h.01" />,
  ),
);
export const FacebookIcon = icon(
  'FacebookIcon',
  stroke(<path key="a" d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />),
);
export const WhatsAppIcon = icon(
  'WhatsAppIcon',
  stroke(
    <path key="a" d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8 19z" />,
    <path key="b" d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8c-1-.4-1.9-1.3-2.3-2.3l.8-1-1-2z" />,
  ),
);
export const YoutubeIcon = icon(
  'YoutubeIcon',
  stroke(<rect key="a" x="2.5" y="5.5" width="19" height="13" rx="4" />, <path key="b" d="m10 9.5 4.5 2.5-4.5 2.5z" />),
);
export const MailIcon = icon(
  'MailIcon',
  stroke(<rect key="a" x="3" y="5" width="18" height="14" rx="2" />, <path key="b" d="m3.5 6.5 8.5 6.5 8.5-6.5" />),
);
export const PhoneIcon = icon(
  'PhoneIcon',
  stroke(<path key="a" d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2" />),
);
export const FilterIcon = icon('FilterIcon', stroke(<path key="a" d="M3 5h18l-7 8.5V20l-4-2v-4.5z" />));
export const HistoryIcon = icon(
  'HistoryIcon',
  stroke(<path key="a" d="M3 12a9 9 0 1 0 3-6.7L3 8" />, <path key="b" d="M3 3v5h5M12 7v5l3 2" />),
);
