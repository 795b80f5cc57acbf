export default function Page() {
  return (
    <main>
      <h1>A bare page</h1>
      <p>One heading and one paragraph: the baseline for budgets and benchmarks.</p>
    </main>
  );
}
