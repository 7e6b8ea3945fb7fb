import Testing

// The suite that holds the doc tests. Their files are generated at build time by DocTestPlugin:
// one `@Test` per Markdown page (README.md, Docs/*.md) that runs the page's ```swift blocks in
// order. Each generated file adds its test to this suite with `extension DocPages`.
@Suite("Docs") struct DocPages {}
