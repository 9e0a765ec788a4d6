import { initialsOf } from '../context/banker-text.ts';

/** A round photo of a person, or their initials when there is none. */
export function Avatar({ photo, name, size }: { photo: string | null; name: string; size: number }) {
  const style = { width: size, height: size };
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={style}
      />
    );
  }
  const initials = initialsOf(name);
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary"
      style={{ ...style, fontSize: size / 2.6 }}
    >
      {initials}
    </span>
  );
}
