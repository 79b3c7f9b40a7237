/** PlaySettings: being built (see docs/FEATURES.md). */
export default function PlaySettings() {
  return (
    <div className="page">
      <p>This screen is being built.</p>
    </div>
  );
}
