/** The banner box's size: taller on phones so the words fit, 10:3 from small screens up. */
export const BANNER_BOX = 'aspect-[3/2] sm:aspect-[10/3]';
