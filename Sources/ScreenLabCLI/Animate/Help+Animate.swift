extension Help {
  static let animate = """
    OVERVIEW: Print one animation's presentation value over time (text, JSON, SVG).

    The animation is added at time 0 to a fresh, committed CALayer and sampled with
    ScreenLab's Core Animation engine under the virtual clock.

    USAGE: screenlab animate [--key <key>] [--model <v>] [<animation>] [<timing>]
                             [<sampling>] [--format text|json|svg] [--report <file>]
                             [--trace <file>] [--lang tr|en]

    PROPERTY:
      --key <key>             A numeric key path of CALayer (default: opacity), e.g.
                              opacity, cornerRadius, borderWidth, zPosition, shadowOpacity,
                              shadowRadius, position.x, position.y, bounds.size.width,
                              transform.rotation.z, transform.scale.
      --model <v>             The model value, set with actions disabled before the animation
                              is added (default: the layer's default for the key).

    ANIMATION (a CABasicAnimation unless --keyframes, --spring or --perceptual-duration):
      --from <v> --to <v> --by <v>
                              The basic (or spring) animation's endpoints; any may be left out.
      --keyframes <v1,v2,...> A CAKeyframeAnimation through these values.
      --key-times <k1,k2,...> One key time in [0, 1] per keyframe, never decreasing.
      --timing-functions <f1,f2,...>
                              Named timing functions, at most one per segment.
      --mode <mode>           linear, discrete, paced, cubic or cubicPaced (default: linear).
      --spring mass=M,stiffness=K,damping=C,velocity=V
                              A CASpringAnimation; omitted fields keep 1, 100, 10 and 0. Its
                              duration defaults to its settlingDuration.
      --allows-overdamping    With --spring: damping ratios above 1 over-damp.
      --perceptual-duration <d> [--bounce <b>]
                              CASpringAnimation(perceptualDuration:bounce:), bounce in [-1, 1]
                              (default: 0).

    TIMING:
      --duration <d>          Seconds; 0 or none means Core Animation's default, 0.25.
      --timing <t>            linear, easeIn, easeOut, easeInEaseOut, default, or the control
                              points x1,y1,x2,y2 with x1 and x2 in [0, 1] (default: linear).
      --begin <t>             beginTime in seconds (default: when it is added, time 0).
      --speed <s>             speed, 0 or more (default: 1).
      --offset <t>            timeOffset in seconds (default: 0).
      --repeat <n>|inf        repeatCount (default: 0, play once).
      --repeat-duration <d>   repeatDuration in seconds (default: 0, unused).
      --autoreverses          Play each cycle forward, then backward.
      --additive              Add the animated value to the model value.
      --cumulative            Each repetition builds on the previous one's end.
      --fill <mode>           removed, forwards, backwards or both (default: removed).
      --keep                  Keep the animation after it ends (isRemovedOnCompletion false).

    SAMPLING (at most 100000 samples and 1000000 frames):
      --fps <n>               Frame rate, above 0 and at most 1000 (default: 60). Samples every
                              frame from time 0 to one frame past the animation's end.
      --until <t>             Sample every frame from time 0 through t instead. Needed when the
                              animation never ends (--repeat inf, --speed 0) and --at is not
                              given.
      --at <t1,t2,...>        Sample at these times instead (0 or more, increasing).

    OUTPUT:
      --format <format>       text (default): one line per sample,
                              't=<s> deger=<v> animasyon', or 't=<s> deger=<v> model' when no
                              animation applies and the value is the model value (with
                              --lang en: 'value', 'animating'); json: an array of
                              {"t": s, "value": v, "animating": bool}; svg: a plot of the value
                              over time with the model value as a dashed line.
      --report <file>         Also write a self-contained HTML page: the plot, the trace's
                              events and a filmstrip of a square view animated the same way
                              at up to eight of the sample times (Docs/Report.md).
      --trace <file>          Also write the trace's events as a Chrome trace (JSON).
      --lang tr|en            Output language (default: tr).
      -h, --help              Show this help.

    """
}
