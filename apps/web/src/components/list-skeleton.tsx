/** A list loading: three rows of an avatar and two lines, announced to screen readers by `label`. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="list-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="panel panel--flat cluster--3" aria-hidden="true">
          <span className="skeleton list-skeleton__avatar" />
          <span className="list-skeleton__lines">
            <span className="skeleton" />
            <span className="skeleton" />
          </span>
        </div>
      ))}
    </div>
  );
}
