// Empty: Core Image's typed built-in filters are declared in Swift by the CoreImage facade
// (Docs/Semantics/OtherFrameworks.md OF-5.3); this header only gives the submodule a body.
