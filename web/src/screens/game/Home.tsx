/** Home: being built (see docs/FEATURES.md). */
export default function Home(_props: { choice?: boolean }) {
  return (
    <div className="page">
      <p>This screen is being built.</p>
    </div>
  );
}
