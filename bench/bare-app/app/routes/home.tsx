export function meta() {
  return [{ title: "A bare React Router page" }];
}

export default function Home() {
  return (
    <main>
      <h1>A bare React Router page</h1>
    </main>
  );
}
