// An operator's photograph as the register stores it. Pure data.

/** The photograph as stored: JPEG, at most this many bytes and pixels. */
export const photo = { type: 'image/jpeg', maxBytes: 60_000, width: 300, height: 375 };
