/** Layout constants of the spec (section 9). */
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COLLAPSED_PX = 64;
export const SIDEBAR_EXPANDED_PX = 220;
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 8;
