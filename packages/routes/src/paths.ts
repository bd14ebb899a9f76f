type Id = number | string;

const seg = (value: Id) => encodeURIComponent(String(value));

/** A resident route under /resident/:userId/… */
const resident = (rest: string) => ({
  pattern: `/resident/:userId/${rest}`,
  getHref: (userId: Id) => `/resident/${seg(userId)}/${rest}`,
});

/**
 * Every route of spec §2. Components and guards build URLs only from here. Guest routes are plain
 * strings (they have no parameters); resident routes carry a `pattern` for the router and a
 * `getHref` for links.
 */
export const paths = {
  root: '/',
  login: '/login',
  registration: '/registration',
  passwordRecovery: '/password-recovery',
  /** Opened from the registration email: `?token=…`. */
  registrationConfirm: '/registration/confirm',
  /** Opened from the recovery email: `?token=…`. */
  passwordReset: '/password-recovery/reset',
  /** Opened from the email sent to a new login address: `?token=…`. */
  emailConfirm: '/email/confirm',
  serviceUnavailable: '/service-unavailable',
  pay: '/pay',
  /** Redirects to the dashboard, or the profile for a user without a personal account. */
  resident: '/resident',
  dashboard: resident('dashboard'),
  profile: resident('profile'),
  billing: resident('billing'),
  objects: resident('objects'),
  litigation: resident('litigation'),
  insurance: resident('insurance'),
  insuranceObject: resident('insurance/object'),
  /** Redirects to its help child. */
  appeals: resident('appeals'),
  appealsRecalculation: resident('appeals/recalculation'),
  appealsHelp: resident('appeals/help'),
  chat: {
    pattern: '/resident/:userId/chats/:id',
    getHref: (userId: Id, id: Id) => `/resident/${seg(userId)}/chats/${seg(id)}`,
  },
  chatRecalculation: {
    pattern: '/resident/:userId/chats-recalculation/:changeObjectId',
    getHref: (userId: Id, changeObjectId: Id) => `/resident/${seg(userId)}/chats-recalculation/${seg(changeObjectId)}`,
  },
  unverified: {
    pattern: '/resident/unverified/:userId',
    getHref: (userId: Id) => `/resident/unverified/${seg(userId)}`,
  },
  vacancy: resident('vacancy'),
  servicePay: resident('service-pay'),
  wasteRemoval: resident('waste-removal'),
  containerRental: resident('container-rental'),
  installments: resident('installments'),
  prizes: resident('prizes'),
} as const;

export type Paths = typeof paths;
