/**
 * design.md §4 "Budgets", as numbers. Sizes are in kB as Vite prints them (1 kB = 1000 bytes), so
 * the bench's figures and the build output can be compared without converting.
 */
export const BUDGETS = {
  /** First load of /login, and of every other guest page: JS + CSS, gzip. */
  loginFirstLoadBytes: 170_000,
  /** Each feature route's own (lazily loaded page) chunk, gzip. */
  routeChunkBytes: 60_000,
  /** First load of any resident (signed-in) route: JS + CSS, gzip. */
  residentFirstLoadBytes: 250_000,
  /** Under Lighthouse's mobile profile, on /login and the dashboard. */
  lcpMs: 2_000,
  /** Strictly below. */
  clsBelow: 0.05,
  tbtMs: 200,
  /**
   * "Lists that grow stay smooth at 10 000 items", made measurable on the 10 000-message chat:
   * only a window of messages is in the DOM, and scrolling back through the history under the
   * mobile profile's 4× CPU keeps the 95th percentile frame interval within 50 ms (20 frames/s
   * on the throttled CPU).
   */
  chatMessagesInDomMax: 500,
  scrollFrameP95Ms: 50,
  /** Operator API: p99 at the given fixed rate. */
  apiRate: 500,
  apiP99Ms: 25,
  /**
   * The two calls every open portal makes on its own (the header's tasks poll
   * and the token refresh) held at 2 000 req/s for 30 s on 2 cores, p99 within the same 25 ms.
   */
  apiSustainedRate: 2_000,
  apiSustainedSeconds: 30,
  /**
   * A receipt PDF is generated on request (pdfkit, a Cyrillic font, the payment QR), so
   * it has its own, slower target: p99 at a fixed 20 req/s on 2 cores.
   */
  receiptRate: 20,
  receiptP99Ms: 150,
  /**
   * The payments history exported over 10 years (CSV and XLSX), each request to the last
   * byte. It is a download the resident waits for after a click: within 1 s the wait does not
   * break their train of thought, so no progress indicator is needed.
   */
  paymentsExportMs: 1_000,
  /**
   * The guest goal under Lighthouse's own mobile profile (simulated throttling), on every guest
   * page and the signed-in dashboard: scores out of 100 and the metrics Lighthouse reports.
   */
  lighthouse: {
    performanceMin: 99,
    /** Accessibility, best practices and SEO. */
    otherScoresMin: 100,
    fcpMs: 1_000,
    lcpMs: 1_200,
    tbtMs: 100,
    clsMax: 0,
  },
  /**
   * The resident goal under the same profile on every resident route, signed in with its data as a
   * returning resident: performance ≥ 90, LCP ≤ 2.0 s (the dashboard, where residents land, 1.5 s),
   * TBT ≤ 200 ms, CLS 0, accessibility and best practices 100. FCP and SEO are shown without a
   * budget (the signed-in frame paints first; resident pages are not indexed).
   */
  residentLighthouse: {
    performanceMin: 90,
    otherScoresMin: 100,
    lcpMs: 2_000,
    dashboardLcpMs: 1_500,
    tbtMs: 200,
    clsMax: 0,
  },
} as const;

/**
 * design.md §4's 250 kB for a resident route's first load is not met yet: the main layout's antd
 * frame (shell-parts, themed-scope) alone brings every resident route to about 300 kB, in the size
 * check and in Chromium alike (figures in tooling/bench/README.md). Until that is brought
 * down, each resident route is held to what it weighed when the check came in, plus 2 %, so nothing
 * grows unnoticed; the table shows both figures. Lower a ceiling when its route shrinks; raise one
 * only with the measured reason beside it; delete this once every route fits
 * BUDGETS.residentFirstLoadBytes.
 */
export const RESIDENT_FIRST_LOAD_CEILINGS: { other: number; byRoute: Readonly<Record<string, number>> } = {
  /** Every other resident route, new ones included: the main layout and a small page. */
  // Raised 316 → 320: the main frame the dashboard measures grew 313.1 → 315.9
  // kB with objects, insurance, vacancies and waste removal (the objects and marketplace calls in @resident/api, the dispatch's
  // new event types, antd's shared chunks regrouped); objects, insurance, vacancies and waste
  // removal measure 316.6–318.3 kB with their forms, drawers and pay parts loaded lazily.
  // Raised 320 → 324 (and and each route below by 4 kB): every resident page now tells
  // times in the operator's zone through dayjs's utc and timezone plugins (in @resident/ui's
  // chunk), and the signed-in frame holds the tab's live websocket client (@resident/communication's
  // connectDispatch), so the bell is live on every page; measured +1.2 to +1.8 kB per route
  // (dashboard 320.0, objects 321.6, service pay 321.4 kB), the margin as before.
  // Raised 324 → 331 (each route below by 7–9 kB; vacancy its own line): measured dashboard
  // 326.1, objects 327.7, service pay 327.5 kB with the frame's header tabs strip, the early-tap hook in every submit button, the route
  // data prefetch table, the session-ended return path, the needs-account page and the shared task
  // time label. Trimming the first load of the signed-in frame is where this comes back.
  // The frame's navigation in plain markup (profile, litigation, chats, installments and container rental
  // +2 to +3 kB, which had less margin than the others): the menu is drawn in plain markup with
  // its icons from the first paint (FrameNav, so a tap on it before the code is kept), and
  // billing's lazily loaded parts regrouped antd's shared chunks (+1.1 kB); measured profile 351.4,
  // litigation 357.8, chats 362.2 and 363.9, container rental 334.5, installments 350.2 kB.
  // +1 kB (vacancy's line too): one route matcher in the route table
  // (@resident/routes' matchPath, +0.3 kB on every page, guest ones included), the account-scoped
  // tags and useAccount in @resident/api and LoadError in @resident/ui (+0.2 to +0.5 kB more on
  // resident routes); measured objects 331.7, service pay 331.5, prizes 327.0, vacancy 354.6 kB.
  other: 332_000,
  byRoute: {
    // Came in at 499.4 kB: four tabs drawn with antd's Table, DatePicker, Form and
    // Drawer, all in the page chunk. Loading the tabs and the pay drawer lazily is the next cut.
    // Raised 510 → 511: see the installments line below; with objects, insurance, vacancies and
    // waste removal (511 → 518): measured 515.5 kB, antd's shared chunks regrouped, no billing code grew.
    // Lowered 530 → 395: the tabs other than the first, the pay form, the payment's result and
    // the wide table (antd's Table with its Tree) load when opened; measured 527.6 → 387.3 kB.
    '/resident/:userId/billing': 395_000,
    // Profile came in at 333.2 kB: its tabs load lazily, the rest is the main frame.
    '/resident/:userId/profile': 353_000,
    // Raised 453 → 460 ( chats 338 → 345): the profile's antd List, Select and
    // Descriptions made rolldown regroup antd's shared chunks, and these routes' chunks now carry
    // +4.7 kB of antd modules they share with it (measured with the size check, no code of theirs
    // grew). Manual antd chunk groups for the first paint are where this comes back.
    // Raised (help 460 → 463, chats 345 → 347): litigation's and installments' antd
    // parts (Card, Tag, Input, Button, the lazily loaded pay drawer) made rolldown regroup antd's
    // shared chunks; appeals/help measured 458.5 → 461.5 kB and chats 343.3 → 346.0 kB with no
    // code of their own changed.
    // Raised again (help 463 → 470, recalculation 471 → 479, chats
    // 347 → 351): measured 467.5, 476.4 and 348.1 kB; the frame grew 2.8 kB (see `other`) and
    // AttachmentsUpload moved to @resident/ui's chunk. No code of these screens grew.
    // +4 kB each, then +8 kB each, see `other` (the zone formatter and the frame's live socket).
    // +3 kB each: billing's lazily loaded parts made rolldown regroup antd's shared
    // chunks (its App/modal hooks and Form split into smaller files); measured 479.2 → 482.2 and
    // 488.2 → 491.2 kB (every other resident route +1.1 kB), no code of these screens grew.
    '/resident/:userId/appeals/help': 485_000,
    '/resident/:userId/appeals/recalculation': 494_000,
    '/resident/:userId/chats/:id': 364_000,
    '/resident/:userId/chats-recalculation/:changeObjectId': 365_000,
    // Came in at 332.1 kB: the main frame, antd's Input and Button for the application
    // form; the schedule, cards and tags are plain markup (antd's Table alone would add 46 kB).
    '/resident/:userId/installments': 352_000,
    // Litigation came in at 340.6 kB: the cases (antd Card, Tag, Button, Empty) and
    // the state-duty notice; the pay drawer and the payment result load only when paying.
    '/resident/:userId/litigation': 359_000,
    // Container rental came in at 321.5 kB (its placeholder measured 312.2 kB; the
    // page's own chunk is 9.2 kB): the catalogue with its four drawings, the order form with the contract's
    // period and price rules, and the rental cards, in plain markup; the extend and return forms,
    // the pay drawer and the payment result load only when used (the last two in one lazy chunk:
    // apart, they made rolldown regroup antd's shared chunks and every route grew 0.8 kB; together,
    // every other route measures the same as on main without this screen).
    '/resident/:userId/container-rental': 336_000,
    // Vacancies measure 350.7 kB since the filters (Город, Район, График) have
    // antd's Select instead of the browser's: rc-select and its virtual list, +26 kB. Loading the
    // filters' Select lazily, as container rental does its picker, is the cut to make.
    '/resident/:userId/vacancy': 355_000,
  },
};
