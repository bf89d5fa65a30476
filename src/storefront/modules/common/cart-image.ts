/**
 * An item image of a cart, order or return is a file name under the answer's `view_image_path`,
 * unless it is already a path or URL. Every line-item view (cart, checkout, orders, returns) shows
 * its pictures through this one rule.
 */
export function cartImageSrc(image: string, imagePath: string): string {
  if (image.startsWith('/') || /^https?:\/\//.test(image)) return image;
  return `${imagePath.endsWith('/') ? imagePath : `${imagePath}/`}${image}`;
}
