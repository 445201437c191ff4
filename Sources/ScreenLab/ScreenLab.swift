// The umbrella module: `import ScreenLab` gives every public ScreenLab module.
@_exported import Measure
