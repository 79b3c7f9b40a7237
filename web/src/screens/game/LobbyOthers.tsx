/** LobbyOthers: being built (see docs/FEATURES.md). */
export default function LobbyOthers() {
  return (
    <div className="page">
      <p>This screen is being built.</p>
    </div>
  );
}
