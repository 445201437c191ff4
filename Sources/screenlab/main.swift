import Foundation
import ScreenLabCLI

// Arguments, standard output and standard error are handled by the library (UTF-8 checks,
// write errors reported instead of trapping); see ScreenLabCommand.main().
exit(ScreenLabCommand.main().rawValue)
