// Empty: the members a gesture recognizer subclass overrides are declared in Swift by the
// headless UIKit; this header only gives the submodule a body.
