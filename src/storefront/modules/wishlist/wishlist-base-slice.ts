import type { WishlistItem } from '@/shared/contracts/wishlist';

// The wishlist slice's state and selectors without Redux Toolkit: what the header and the shell
// read before RTK loads (app/shell-store.ts, docs/page-speed.md). The reducers are in wishlist-slice.ts.

/**
 * docs/requirements/entities.md#wishlist-entry wishlist entry (productID, action 'savelist', wishlistName 'New'). `ownerID` is the user
 * the server holds the entry for: an entry without one was saved as a guest (or by another user
 * on this browser) and is pushed to the server at the next sign-in. `item` is the server's view
 * of the piece (price, image, stock) when it has one.
 */
export interface WishlistEntry {
  productID: number;
  /** Absent in entries saved before issue 6 (productID only); read as 'savelist' / 'New'. */
  action?: 'savelist';
  wishlistName?: string;
  ownerID?: number;
  item?: WishlistItem;
}

export interface WishlistState {
  loading: boolean;
  wishlistData: WishlistEntry[];
}

export const initialWishlistState: WishlistState = { loading: false, wishlistData: [] };

/** docs/requirements/constants.md#fixed-request-values: the wishlist every entry is saved to. */
export const WISHLIST_NAME = 'New';

type WithWishlist = { wishlist: WishlistState };
export const selectWishlistCount = (state: WithWishlist) => state.wishlist.wishlistData.length;
export const selectWishlistEntries = (state: WithWishlist) => state.wishlist.wishlistData;
export const selectWishlistLoading = (state: WithWishlist) => state.wishlist.loading;
export const selectIsWishlisted = (state: WithWishlist, productID: number) => state.wishlist.wishlistData.some((entry) => entry.productID === productID);

/** A guest's entry for a piece (no owner yet). */
export const guestEntry = (productID: number): WishlistEntry => ({ productID, action: 'savelist', wishlistName: WISHLIST_NAME });

/** The server's wishlist as entries owned by the user. */
export const entriesFromServer = (items: WishlistItem[], ownerID: number): WishlistEntry[] =>
  items.map((item) => ({ productID: item.productID, action: 'savelist', wishlistName: item.wishlistName, ownerID, item }));

/** Entries the server does not hold for this user yet: saved as a guest or by someone else on this browser. */
export const unsyncedEntries = (entries: WishlistEntry[], userID: number) => entries.filter((entry) => entry.ownerID !== userID);
