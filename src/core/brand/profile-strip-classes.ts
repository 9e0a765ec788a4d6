/**
 * The banker strip's boxes as both the island (ProfileStrip.tsx) and the services' strip fragment
 * draw them: the same classes, so the island takes over what the fragment painted without a shift.
 */
export const STRIP_CLASSES = {
  section: 'border-b border-gray-200 bg-white',
  row: 'mx-auto flex h-20 max-w-6xl items-center gap-3 px-4 sm:gap-4',
  who: 'min-w-0 flex-1 sm:flex-none',
  name: 'truncate font-bold text-gray-900',
  occupation: 'truncate text-sm text-gray-700',
  contacts: 'hidden min-w-0 flex-1 flex-col text-sm text-gray-700 md:flex',
  email: 'truncate underline-offset-2 hover:underline',
  actions: 'flex shrink-0 items-center gap-2 max-sm:hidden',
} as const;

/** The strip's label for assistive technology. */
export const STRIP_LABEL = 'Seu atendimento';

/** The strip's two actions. */
export const STRIP_ACTIONS = { profile: 'Ver perfil', share: 'Compartilhar' } as const;

/** The photo's size in the strip, in CSS pixels. */
export const STRIP_PHOTO_SIZE = 56;
