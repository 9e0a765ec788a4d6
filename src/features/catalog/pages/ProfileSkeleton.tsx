/** The profile while the banker is loading: the same boxes as the loaded header, so the sections below do not move. */
export function ProfileSkeleton() {
  return (
    <div className="mx-auto min-h-screen max-w-4xl px-4 py-6" aria-busy="true">
      <div className="skeleton h-5 w-40" />
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="skeleton block h-24 w-24 rounded-full" />
        <div className="flex-1">
          <div className="skeleton h-8 w-56 sm:h-9" />
          <div className="skeleton mt-1 h-6 w-24" />
          <div className="skeleton mt-1 h-5 w-48" />
        </div>
        <span className="skeleton block h-10 w-32 self-start sm:self-center" />
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="skeleton h-32" />
        <div className="skeleton h-32" />
      </div>
    </div>
  );
}
