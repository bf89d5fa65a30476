/** What the shopper picked in the return form. */
export interface ReturnSelection {
  orderID: number;
  units: Record<number, number>;
  reasonID: string;
  comment: string;
  imageIDs: string[];
}

export type ReturnProblem = 'lines' | 'reason' | 'photos';

/**
 * A return needs units of at least one line and a reason; a damaged or not-as-described piece
 * also needs a photo (staff cannot judge it otherwise). `pendingPhotos`: some still uploading or refused.
 */
export function returnProblems(selection: ReturnSelection, pendingPhotos: boolean): ReturnProblem[] {
  const problems: ReturnProblem[] = [];
  if (!Object.values(selection.units).some((units) => units > 0)) problems.push('lines');
  if (!selection.reasonID) problems.push('reason');
  if (pendingPhotos || (PHOTO_REASONS.has(selection.reasonID) && selection.imageIDs.length === 0)) problems.push('photos');
  return problems;
}

export const PHOTO_REASONS: ReadonlySet<string> = new Set(['damaged', 'not_as_described', 'quality']);

/** `PATCH /api/orders/return/`'s body. */
export function returnBodyOf(selection: ReturnSelection) {
  return {
    orderID: selection.orderID,
    reasonID: selection.reasonID as never,
    comment: selection.comment.trim(),
    imageIDs: selection.imageIDs,
    lines: Object.entries(selection.units)
      .map(([orderLineID, quantity]) => ({ orderLineID: Number(orderLineID), quantity }))
      .filter((line) => line.quantity > 0)
      .sort((a, b) => a.orderLineID - b.orderLineID),
  };
}
