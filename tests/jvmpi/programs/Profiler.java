// Two of the project's example programs in one run, profiled by
// profiler.c: an expression evaluator and a small stack machine.
public class Profiler {
    public static void main(String[] args) throws Exception {
        ExprEval.main(args);
        StackVmProgram.main(args);
    }
}
