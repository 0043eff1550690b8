export function meta() {
  return [{ title: "Soil Didi" }];
}
export default function Home() {
  return <h1>Sustainable farming with soil intelligence</h1>;
}
