import com.sun.tools.attach.AgentInitializationException;
import com.sun.tools.attach.AgentLoadException;
import com.sun.tools.attach.VirtualMachine;

/*
 * The Attach API's client side, run on the reference JVM against a target
 * VM (agentvm or HotSpot): prints what each call returns or throws.
 *
 *   java AttachClient PID loadpath PATH [OPTIONS]
 *   java AttachClient PID loadlib NAME
 *   java AttachClient PID loadjar JAR [OPTIONS]
 *   java AttachClient PID property KEY
 *   java AttachClient PID agentproperty KEY
 */
public class AttachClient {
    public static void main(String[] args) throws Exception {
        VirtualMachine vm = VirtualMachine.attach(args[0]);
        try {
            String what = args[1];
            if (what.equals("property")) {
                System.out.println(args[2] + "=" + vm.getSystemProperties().getProperty(args[2]));
            } else if (what.equals("agentproperty")) {
                System.out.println(args[2] + "=" + vm.getAgentProperties().getProperty(args[2]));
            } else {
                try {
                    if (what.equals("loadpath"))
                        vm.loadAgentPath(args[2], args.length > 3 ? args[3] : null);
                    else if (what.equals("loadjar"))
                        vm.loadAgent(args[2], args.length > 3 ? args[3] : null);
                    else
                        vm.loadAgentLibrary(args[2], null);
                    System.out.println("loaded");
                } catch (AgentInitializationException e) {
                    System.out.println("AgentInitializationException: " + e.getMessage() + " (returnValue "
                            + e.returnValue() + ")");
                } catch (AgentLoadException e) {
                    System.out.println("AgentLoadException: " + e.getMessage());
                }
            }
        } finally {
            vm.detach();
        }
    }
}
